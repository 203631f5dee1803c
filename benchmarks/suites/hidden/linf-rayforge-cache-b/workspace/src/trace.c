int trace(int x) { return x * 2; }
