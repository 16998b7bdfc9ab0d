package cache

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/redis/go-redis/v9"
)

// RedisStore keeps blobs in Redis as strings under kiln:kimg:<key>, with
// the official client (github.com/redis/go-redis/v9). Redis strings hold
// at most 512 MiB; eviction is the server's policy (an LRU maxmemory
// policy suits a cache).
type RedisStore struct {
	name   string
	ro     bool
	client *redis.Client
}

// NewRedisStore returns a store for a redis:// or rediss:// URL (host,
// port, password, database number as go-redis parses them).
func NewRedisStore(rawURL, name string, readOnly bool) (*RedisStore, error) {
	quietOnce.Do(func() { redis.SetLogger(quietLogger{}) })
	opt, err := redis.ParseURL(rawURL)
	if err != nil {
		return nil, err
	}
	// Bounded: a server that is down or stalls costs seconds, not minutes.
	opt.DialTimeout = 3 * time.Second
	opt.ReadTimeout = 30 * time.Second
	opt.WriteTimeout = 30 * time.Second
	opt.MaxRetries = 2
	opt.MinRetryBackoff = 100 * time.Millisecond
	opt.MaxRetryBackoff = 400 * time.Millisecond
	opt.PoolSize = 4
	// The client's identification handshake (CLIENT SETINFO) is not
	// understood by older servers; it is not needed.
	opt.DisableIdentity = true
	return &RedisStore{name: name, ro: readOnly, client: redis.NewClient(opt)}, nil
}

// quietLogger drops go-redis's own log lines (a dial failure on every
// retry): the Client reports a failing store once, itself.
type quietLogger struct{}

func (quietLogger) Printf(context.Context, string, ...interface{}) {}

var quietOnce sync.Once

func redisKey(key string) string { return "kiln:kimg:" + key }

// Name implements Store.
func (s *RedisStore) Name() string { return s.name }

// ReadOnly implements Store.
func (s *RedisStore) ReadOnly() bool { return s.ro }

// Get implements Store.
func (s *RedisStore) Get(ctx context.Context, key string) ([]byte, error) {
	if !ValidKey(key) {
		return nil, fmt.Errorf("invalid content key %q", key)
	}
	b, err := s.client.Get(ctx, redisKey(key)).Bytes()
	if errors.Is(err, redis.Nil) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("GET %s: %w", redisKey(key), err)
	}
	return b, nil
}

// Put implements Store.
func (s *RedisStore) Put(ctx context.Context, key string, blob []byte) error {
	if !ValidKey(key) {
		return fmt.Errorf("invalid content key %q", key)
	}
	if s.ro {
		return fmt.Errorf("store %s is read-only", s.name)
	}
	if err := s.client.Set(ctx, redisKey(key), blob, 0).Err(); err != nil {
		return fmt.Errorf("SET %s: %w", redisKey(key), err)
	}
	return nil
}

// Has implements Store.
func (s *RedisStore) Has(ctx context.Context, key string) (bool, error) {
	if !ValidKey(key) {
		return false, fmt.Errorf("invalid content key %q", key)
	}
	n, err := s.client.Exists(ctx, redisKey(key)).Result()
	if err != nil {
		return false, fmt.Errorf("EXISTS %s: %w", redisKey(key), err)
	}
	return n > 0, nil
}
