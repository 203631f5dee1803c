class Graph:
    def __init__(self):
        self.edges = {}

    def add(self, a, b):
        self.edges.setdefault(a, set()).add(b)

    def topo(self):
        seen, out = set(), []

        def visit(n):
            if n in seen:
                return
            seen.add(n)
            for m in sorted(self.edges.get(n, ())):
                visit(m)
            out.append(n)

        for n in sorted(self.edges):
            visit(n)
        return out
