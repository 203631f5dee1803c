# training entry point (needs torch); writes checkpoints/epoch_NN.pt and best.pt
