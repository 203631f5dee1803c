"""Dev server placeholder: the real app is served by the platform team's runner."""
print("dev server: see docs/dev.md")
