CDF-FAKE ensemble member 1 (3 weeks of compute)
