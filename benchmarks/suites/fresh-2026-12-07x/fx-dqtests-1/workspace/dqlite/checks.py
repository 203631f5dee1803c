"""SQL for each generic test; every query returns the failing rows count."""


def failing_rows_sql(model, column, test, args):
    if test == "not_null":
        return f"select count(*) from {model} where {column} is null"
    if test == "unique":
        return (f"select coalesce(sum(n), 0) from (select count(*) as n from {model} "
                f"where {column} is not null group by {column} having count(*) > 1)")
    if test == "accepted_values":
        vals = ", ".join("'" + v.replace("'", "''") + "'" for v in args["values"])
        return f"select count(*) from {model} where {column} not in ({vals})"
    raise ValueError(f"unsupported test {test}")
