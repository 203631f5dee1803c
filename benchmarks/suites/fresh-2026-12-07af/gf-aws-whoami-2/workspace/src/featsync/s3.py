import boto3


def push_features(path, bucket, prefix=""):
    key = prefix + path.name
    boto3.client("s3").upload_file(str(path), bucket, key)
    return key
