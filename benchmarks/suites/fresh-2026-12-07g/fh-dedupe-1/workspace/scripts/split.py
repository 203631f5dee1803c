# builds train/val lists from data/labels.dedup.csv
