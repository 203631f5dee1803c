from .graph import Graph


def plan(targets):
    g = Graph()
    for t in targets:
        g.add(t, 'configure')
    return g.topo()
