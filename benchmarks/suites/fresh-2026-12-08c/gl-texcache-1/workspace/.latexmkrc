$pdf_mode = 4;
$out_dir = 'build';
