"""Follow-ups after a rate build."""


def after_build(changed):
    if changed:
        print("pinned expectations in tests/test_tax_rates.py cover: " + ", ".join(sorted(changed)))
        print("review those asserts against the finance memo before committing")
