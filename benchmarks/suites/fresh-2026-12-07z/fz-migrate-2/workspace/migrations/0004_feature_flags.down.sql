DROP TABLE feature_flags;
