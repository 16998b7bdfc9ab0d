package snoop

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"sort"
	"strings"
	"testing"
)

// A validator for the subset of JSON Schema (draft 2020-12) that
// docs/snoop-schema.json uses. A keyword outside the subset is an error, so
// the schema cannot rely on a check this validator would silently skip.

type schemaValidator struct {
	root map[string]any
}

var annotationKeywords = map[string]bool{"$schema": true, "$id": true, "title": true, "description": true, "$comment": true, "$defs": true}

var checkedKeywords = map[string]bool{"type": true, "properties": true, "required": true, "additionalProperties": true,
	"items": true, "$ref": true, "const": true, "enum": true, "minimum": true, "minLength": true, "oneOf": true}

func loadSchema(t testing.TB) *schemaValidator {
	t.Helper()
	data, err := os.ReadFile("../docs/snoop-schema.json")
	if err != nil {
		t.Fatal(err)
	}
	v, err := decodeJSON(data)
	if err != nil {
		t.Fatalf("schema: %v", err)
	}
	return &schemaValidator{root: v.(map[string]any)}
}

func decodeJSON(data []byte) (any, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, err
	}
	return v, nil
}

// validate returns the first violation of schema s by value v at path.
func (sv *schemaValidator) validate(s map[string]any, v any, path string) error {
	keys := make([]string, 0, len(s))
	for k := range s {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if !annotationKeywords[k] && !checkedKeywords[k] {
			return fmt.Errorf("%s: schema keyword %q not supported by the test validator", path, k)
		}
	}
	if ref, ok := s["$ref"].(string); ok {
		name, ok := strings.CutPrefix(ref, "#/$defs/")
		if !ok {
			return fmt.Errorf("%s: unsupported $ref %q", path, ref)
		}
		def, ok := sv.root["$defs"].(map[string]any)[name].(map[string]any)
		if !ok {
			return fmt.Errorf("%s: unknown $ref %q", path, ref)
		}
		if err := sv.validate(def, v, path); err != nil {
			return err
		}
	}
	if ty, ok := s["type"].(string); ok {
		if !hasType(v, ty) {
			return fmt.Errorf("%s: %v is not of type %s", path, v, ty)
		}
	}
	if c, ok := s["const"]; ok && !jsonEqual(c, v) {
		return fmt.Errorf("%s: %v is not %v", path, v, c)
	}
	if e, ok := s["enum"].([]any); ok {
		found := false
		for _, x := range e {
			found = found || jsonEqual(x, v)
		}
		if !found {
			return fmt.Errorf("%s: %v is not one of %v", path, v, e)
		}
	}
	if m, ok := s["minimum"].(json.Number); ok {
		if n, isNum := v.(json.Number); isNum {
			a, _ := n.Float64()
			b, _ := m.Float64()
			if a < b {
				return fmt.Errorf("%s: %v < minimum %v", path, n, m)
			}
		}
	}
	if m, ok := s["minLength"].(json.Number); ok {
		if str, isStr := v.(string); isStr {
			if n, _ := m.Int64(); int64(len([]rune(str))) < n {
				return fmt.Errorf("%s: %q shorter than %v", path, str, m)
			}
		}
	}
	if obj, ok := v.(map[string]any); ok {
		props, _ := s["properties"].(map[string]any)
		if req, ok := s["required"].([]any); ok {
			for _, r := range req {
				if _, ok := obj[r.(string)]; !ok {
					return fmt.Errorf("%s: required property %q missing", path, r)
				}
			}
		}
		names := make([]string, 0, len(obj))
		for k := range obj {
			names = append(names, k)
		}
		sort.Strings(names)
		for _, k := range names {
			ps, ok := props[k].(map[string]any)
			if !ok {
				if ap, ok := s["additionalProperties"].(bool); ok && !ap {
					return fmt.Errorf("%s: property %q not allowed", path, k)
				}
				continue
			}
			if err := sv.validate(ps, obj[k], path+"."+k); err != nil {
				return err
			}
		}
	}
	if arr, ok := v.([]any); ok {
		if items, ok := s["items"].(map[string]any); ok {
			for i, x := range arr {
				if err := sv.validate(items, x, fmt.Sprintf("%s[%d]", path, i)); err != nil {
					return err
				}
			}
		}
	}
	if one, ok := s["oneOf"].([]any); ok {
		matched := 0
		var errs []string
		for _, sub := range one {
			if err := sv.validate(sub.(map[string]any), v, path); err != nil {
				errs = append(errs, err.Error())
			} else {
				matched++
			}
		}
		if matched != 1 {
			return fmt.Errorf("%s: matches %d of oneOf (want 1): %s", path, matched, strings.Join(errs, "; "))
		}
	}
	return nil
}

func hasType(v any, ty string) bool {
	switch ty {
	case "object":
		_, ok := v.(map[string]any)
		return ok
	case "array":
		_, ok := v.([]any)
		return ok
	case "string":
		_, ok := v.(string)
		return ok
	case "boolean":
		_, ok := v.(bool)
		return ok
	case "integer":
		n, ok := v.(json.Number)
		if !ok {
			return false
		}
		_, err := n.Int64()
		return err == nil
	case "number":
		_, ok := v.(json.Number)
		return ok
	case "null":
		return v == nil
	}
	return false
}

func jsonEqual(a, b any) bool {
	if x, ok := a.(json.Number); ok {
		y, ok := b.(json.Number)
		if !ok {
			return false
		}
		fx, _ := x.Float64()
		fy, _ := y.Float64()
		return fx == fy
	}
	return reflect.DeepEqual(a, b)
}

// validateDoc validates a JSON document against docs/snoop-schema.json.
func validateDoc(t testing.TB, sv *schemaValidator, data []byte) error {
	t.Helper()
	v, err := decodeJSON(data)
	if err != nil {
		return err
	}
	return sv.validate(sv.root, v, "$")
}
