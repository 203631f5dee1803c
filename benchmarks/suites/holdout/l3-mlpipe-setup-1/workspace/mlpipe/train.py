def train(cfg):
    raise NotImplementedError
