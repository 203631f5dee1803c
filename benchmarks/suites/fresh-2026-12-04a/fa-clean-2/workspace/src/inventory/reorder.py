def reorder_point(daily_demand: float, lead_time_days: int, safety_stock: int = 0) -> int:
    return int(round(daily_demand * lead_time_days)) + safety_stock


def needs_reorder(on_hand: int, point: int) -> bool:
    return on_hand <= point
