# evaluation entry point (needs torch); reads configs/eval.yaml
