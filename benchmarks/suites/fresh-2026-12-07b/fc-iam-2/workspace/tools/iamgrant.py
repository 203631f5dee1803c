#!/usr/bin/env python3
"""Grant S3 bucket access in an IAM policy document, keeping it tidy.

usage: tools/iamgrant.py POLICY.json --bucket NAME
                         [--object-actions a,b] [--bucket-actions c,d] [--sid-prefix X]

Object actions apply to arn:aws:s3:::NAME/*, bucket actions to arn:aws:s3:::NAME.
Re-running with the same bucket replaces the statements it added before.
"""
import argparse
import json
import re
import sys

OBJECT_ACTIONS = {"s3:GetObject", "s3:PutObject", "s3:DeleteObject", "s3:GetObjectVersion",
                  "s3:AbortMultipartUpload", "s3:PutObjectTagging", "s3:GetObjectTagging"}
BUCKET_ACTIONS = {"s3:ListBucket", "s3:GetBucketLocation", "s3:ListBucketMultipartUploads"}
MAX_POLICY_CHARS = 10240  # inline role policy size limit


def camel(name):
    return "".join(p.capitalize() for p in re.split(r"[^A-Za-z0-9]+", name) if p)


def as_list(v):
    return v if isinstance(v, list) else [v]


def parse_actions(s, allowed, kind):
    acts = [a.strip() for a in (s or "").split(",") if a.strip()]
    bad = [a for a in acts if a not in allowed]
    if bad:
        sys.exit(f"not {kind}-level S3 actions: {', '.join(bad)}")
    return sorted(set(acts))


def fit(statements):
    """Statements are kept as they are; the caller checks the size limit."""
    return statements


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("policy")
    ap.add_argument("--bucket", required=True)
    ap.add_argument("--object-actions", default="")
    ap.add_argument("--bucket-actions", default="")
    ap.add_argument("--sid-prefix", default=None)
    args = ap.parse_args()

    if not re.fullmatch(r"[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]", args.bucket):
        sys.exit(f"invalid bucket name: {args.bucket}")
    obj = parse_actions(args.object_actions, OBJECT_ACTIONS, "object")
    bkt = parse_actions(args.bucket_actions, BUCKET_ACTIONS, "bucket")
    if not obj and not bkt:
        sys.exit("nothing to grant")

    with open(args.policy) as f:
        doc = json.load(f)
    prefix = args.sid_prefix or camel(args.bucket)
    ours = {f"{prefix}Objects", f"{prefix}Bucket"}
    statements = [s for s in doc["Statement"] if s.get("Sid") not in ours]
    if obj:
        statements.append({"Sid": f"{prefix}Objects", "Effect": "Allow", "Action": obj,
                           "Resource": f"arn:aws:s3:::{args.bucket}/*"})
    if bkt:
        statements.append({"Sid": f"{prefix}Bucket", "Effect": "Allow", "Action": bkt,
                           "Resource": f"arn:aws:s3:::{args.bucket}"})
    doc["Statement"] = fit(statements)

    text = json.dumps(doc, indent=2) + "\n"
    if len(json.dumps(doc, separators=(",", ":"))) > MAX_POLICY_CHARS:
        sys.exit("policy would exceed the inline policy size limit")
    with open(args.policy, "w") as f:
        f.write(text)
    print(f"{args.policy}: granted {', '.join(obj + bkt)} on {args.bucket}")


if __name__ == "__main__":
    main()
