"""paperkit: the lab's small markdown-to-draft builder."""
