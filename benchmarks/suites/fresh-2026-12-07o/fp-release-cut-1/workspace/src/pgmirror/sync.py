def sync(src, dst, exclude_schemas=()):
    raise NotImplementedError
