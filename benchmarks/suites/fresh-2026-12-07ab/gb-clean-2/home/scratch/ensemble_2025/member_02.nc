CDF-FAKE ensemble member 2 (3 weeks of compute)
