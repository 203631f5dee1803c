int sensor_read(int ch) { return 100 + ch * 7; }
