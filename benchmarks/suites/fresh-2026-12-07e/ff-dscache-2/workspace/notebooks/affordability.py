import pandas as pd

census = pd.read_csv('.cache/datasets/census_2020.csv')
