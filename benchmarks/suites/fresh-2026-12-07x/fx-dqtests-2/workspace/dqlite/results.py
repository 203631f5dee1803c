"""Write run results in a dbt-like shape and print a summary."""
import json


def write_results(path, results):
    with open(path, "w") as fh:
        json.dump({"results": results,
                   "summary": {"total": len(results),
                               "fail": sum(r["status"] == "fail" for r in results)}}, fh, indent=2)


def report(results, schema_files):
    for r in results:
        tag = "PASS" if r["status"] == "pass" else "FAIL"
        print(f"{tag}  {r['test']:<16} {r['model']}.{r['column']:<14} failures={r['failures']}")
    failed = [r for r in results if r["status"] == "fail"]
    print(f"\n{len(results)} tests, {len(failed)} failed")
    return failed
