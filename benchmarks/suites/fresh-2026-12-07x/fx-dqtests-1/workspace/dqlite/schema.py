"""Read the subset of dbt schema.yml we use: models -> columns -> tests."""
import re


def parse_schema(path):
    """Return [(model, column, test_name, args, line_no)]."""
    tests = []
    model = column = None
    in_tests = False
    pending = None  # accepted_values waiting for its values line
    with open(path) as fh:
        for no, raw in enumerate(fh, 1):
            line = raw.rstrip("\n")
            s = line.strip()
            if not s or s.startswith("#"):
                continue
            m = re.match(r"- name:\s*(\S+)", s)
            indent = len(line) - len(line.lstrip())
            if m and indent <= 2:
                model, column, in_tests = m.group(1), None, False
                continue
            if m:
                column, in_tests = m.group(1), False
                continue
            if s == "tests:":
                in_tests = True
                continue
            if in_tests and s.startswith("- "):
                name = s[2:].rstrip(":").strip()
                if name == "accepted_values":
                    pending = (model, column, name, no)
                else:
                    tests.append((model, column, name, {}, no))
                continue
            if pending and s.startswith("values:"):
                vals = re.findall(r"'([^']*)'", s)
                tests.append((pending[0], pending[1], pending[2], {"values": vals}, pending[3]))
                pending = None
    return tests
