import torch


class ShardDataset(torch.utils.data.Dataset):
    def __init__(self, root):
        self.root = root

    def __len__(self):
        return 1000

    def __getitem__(self, i):
        return torch.randn(128)
