#!/usr/bin/env python3
"""Generate .github/workflows/ci.yml from our standard template."""
import os
PYTHONS = ["3.10", "3.11", "3.12"]

STEPS = """      - uses: actions/checkout@v4
      - uses: actions/setup-python@v5
        with:
          python-version: ${{ matrix.python-version }}
          cache: pip
      - name: Install
        run: |
          python -m pip install --upgrade pip
          pip install -r requirements.txt -r requirements-dev.txt
      - name: Test
        run: pytest -q --cov=src --cov-report=xml
      - name: Upload coverage
        if: always()
        uses: actions/upload-artifact@v4
        with:
          name: coverage-${{ matrix.python-version }}
          path: coverage.xml
"""

def render():
    matrix = ", ".join(f'"{p}"' for p in PYTHONS)
    return f"""name: CI
on:
  push:
    branches: [main]
  pull_request:
jobs:
  test:
    runs-on: ubuntu-latest
    strategy:
      matrix:
        python-version: [{matrix}]
    steps:
""" + STEPS

os.makedirs(".github/workflows", exist_ok=True)
with open(".github/workflows/ci.yml", "w") as f:
    f.write(render())
print("wrote .github/workflows/ci.yml")
