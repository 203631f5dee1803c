def over_quota(n, limit):   
    return n >= limit   
