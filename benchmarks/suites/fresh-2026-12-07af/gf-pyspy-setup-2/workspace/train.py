import torch
from torch.utils.data import DataLoader

from data import ShardDataset
from model import Encoder


def main():
    loader = DataLoader(ShardDataset("data/shards"), batch_size=256, num_workers=8)
    model = Encoder().cuda()
    opt = torch.optim.AdamW(model.parameters(), lr=3e-4)
    for epoch in range(20):
        for batch in loader:
            loss = model(batch.cuda()).mean()
            loss.backward()
            opt.step()
            opt.zero_grad()


if __name__ == "__main__":
    main()
