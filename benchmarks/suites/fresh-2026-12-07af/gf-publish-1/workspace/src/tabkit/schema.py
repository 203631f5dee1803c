def coerce_schema(df, schema):
    for col, dtype in schema.items():
        if col in df and str(df[col].dtype) != dtype:
            df[col] = df[col].astype(dtype)
    return df
