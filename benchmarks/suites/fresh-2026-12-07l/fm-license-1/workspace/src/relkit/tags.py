def sort_tags(tags):
    return sorted(tags)
