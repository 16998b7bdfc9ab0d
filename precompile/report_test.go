package precompile

import (
	"bytes"
	"encoding/json"
	"testing"
	"time"

	"github.com/kiln-lang/kiln/infer"
)

// reportSelection is the seed workload's selection with fixed inference
// times and native code sizes.
func reportSelection(t *testing.T) *Selection {
	_, roots := seedWorkload(t)
	for i, r := range roots {
		r.InferTime = time.Duration(i+1) * 1500 * time.Microsecond
	}
	sel := Select(roots, Policy{})
	sel.SetNativeBytes(func(ci *infer.CodeInstance) int64 { return int64(len(QualifiedName(ci.MI))) * 10 })
	return sel
}

const goldenVerbose = `  kept      PC.f(::Int64)  [native]  2 nodes
  excluded  PC.bad(::Int64)  [native]  CUDA.threadfence_system() calls llvm.nvvm.membar.sys, which the host cannot select
  excluded  PC.mixed(::Int64)  [native]  CUDA.signal_exception() is owned by ptx:sm_75
  kept      PC.kernel(::Int64)  [ptx:sm_75]  4 nodes
`

const goldenText = `precompile report for PC: 4 roots, 2 kept, 2 excluded
  status    owner      nodes  native bytes  inference ms  root
  kept      native         2           260         1.500  PC.f(::Int64)
  excluded  native         3             0         3.000  PC.bad(::Int64)
            reason: CUDA.threadfence_system() calls llvm.nvvm.membar.sys, which the host cannot select
            path:   PC.bad(::Int64) -> PC.h(::Int64) -> CUDA.threadfence_system()
  excluded  native         5             0         4.500  PC.mixed(::Int64)
            reason: CUDA.signal_exception() is owned by ptx:sm_75
            path:   PC.mixed(::Int64) -> PC.g2(::Int64) -> PC.g3(::Int64) -> CUDA.signal_exception()
  kept      ptx:sm_75      4             0         6.000  PC.kernel(::Int64)
persisted:
  native     2 code instances, 260 bytes of native code
  ptx:sm_75  4 code instances
`

const goldenJSON = `{
  "schema": "kiln-precompile-report/1",
  "package": "PC",
  "roots": [
    {
      "name": "PC.f(::Int64)",
      "owner": "native",
      "status": "kept",
      "reason": "",
      "nodes": 2,
      "native_bytes": 260,
      "inference_ns": 1500000,
      "file": "test.jl",
      "line": 11
    },
    {
      "name": "PC.bad(::Int64)",
      "owner": "native",
      "status": "excluded",
      "reason": "CUDA.threadfence_system() calls llvm.nvvm.membar.sys, which the host cannot select",
      "offender": {
        "name": "CUDA.threadfence_system()",
        "owner": "native"
      },
      "path": [
        "PC.bad(::Int64)",
        "PC.h(::Int64)",
        "CUDA.threadfence_system()"
      ],
      "nodes": 3,
      "native_bytes": 0,
      "inference_ns": 3000000,
      "file": "test.jl",
      "line": 13
    },
    {
      "name": "PC.mixed(::Int64)",
      "owner": "native",
      "status": "excluded",
      "reason": "CUDA.signal_exception() is owned by ptx:sm_75",
      "offender": {
        "name": "CUDA.signal_exception()",
        "owner": "ptx:sm_75"
      },
      "path": [
        "PC.mixed(::Int64)",
        "PC.g2(::Int64)",
        "PC.g3(::Int64)",
        "CUDA.signal_exception()"
      ],
      "nodes": 5,
      "native_bytes": 0,
      "inference_ns": 4500000,
      "file": "test.jl",
      "line": 17
    },
    {
      "name": "PC.kernel(::Int64)",
      "owner": "ptx:sm_75",
      "status": "kept",
      "reason": "",
      "nodes": 4,
      "native_bytes": 0,
      "inference_ns": 6000000,
      "file": "test.jl",
      "line": 14
    }
  ],
  "owners": [
    {
      "owner": "native",
      "kept_roots": 1,
      "excluded_roots": 2,
      "code_instances": 2,
      "native_bytes": 260
    },
    {
      "owner": "ptx:sm_75",
      "kept_roots": 1,
      "excluded_roots": 0,
      "code_instances": 4,
      "native_bytes": 0
    }
  ],
  "totals": {
    "roots": 4,
    "kept": 2,
    "excluded": 2,
    "code_instances": 6,
    "native_bytes": 260,
    "inference_ns": 15000000
  }
}
`

func TestVerboseGolden(t *testing.T) {
	var buf bytes.Buffer
	if err := reportSelection(t).WriteVerbose(&buf); err != nil {
		t.Fatal(err)
	}
	if buf.String() != goldenVerbose {
		t.Fatalf("got\n%s\nwant\n%s", buf.String(), goldenVerbose)
	}
}

func TestTextReportGolden(t *testing.T) {
	var buf bytes.Buffer
	if err := reportSelection(t).Report("PC").WriteText(&buf); err != nil {
		t.Fatal(err)
	}
	if buf.String() != goldenText {
		t.Fatalf("got\n%s\nwant\n%s", buf.String(), goldenText)
	}
}

func TestJSONReportGolden(t *testing.T) {
	var buf bytes.Buffer
	if err := reportSelection(t).Report("PC").WriteJSON(&buf); err != nil {
		t.Fatal(err)
	}
	if buf.String() != goldenJSON {
		t.Fatalf("got\n%s\nwant\n%s", buf.String(), goldenJSON)
	}
	var back Report
	if err := json.Unmarshal(buf.Bytes(), &back); err != nil || back.Schema != ReportSchema || len(back.Roots) != 4 {
		t.Fatalf("round trip: %v %+v", err, back)
	}
}

// An empty selection still yields a valid document (empty arrays, not
// null) and a one-line text report.
func TestEmptyReport(t *testing.T) {
	sel := Select(nil, Policy{})
	var buf bytes.Buffer
	sel.Report("Empty").WriteJSON(&buf)
	want := `{
  "schema": "kiln-precompile-report/1",
  "package": "Empty",
  "roots": [],
  "owners": [],
  "totals": {
    "roots": 0,
    "kept": 0,
    "excluded": 0,
    "code_instances": 0,
    "native_bytes": 0,
    "inference_ns": 0
  }
}
`
	if buf.String() != want {
		t.Fatalf("got\n%s", buf.String())
	}
	buf.Reset()
	sel.Report("Empty").WriteText(&buf)
	if buf.String() != "precompile report for Empty: 0 roots, 0 kept, 0 excluded\n" {
		t.Fatalf("got %q", buf.String())
	}
}
