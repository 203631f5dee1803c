import os
import statistics

def mean(scores):
    try:
        return statistics.mean(scores)
    except:
        return 0
