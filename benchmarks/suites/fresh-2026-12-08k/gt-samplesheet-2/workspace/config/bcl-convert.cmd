bcl-convert --bcl-input-directory runs/241203_A01234_0456_BHVK2CDRX5 \
  --output-directory runs/241203_A01234_0456_BHVK2CDRX5/Converted \
  --sample-sheet runs/241203_A01234_0456_BHVK2CDRX5/SampleSheet.csv \
  --bcl-sampleproject-subdirectories true --bcl-num-parallel-tiles 4
