@vertex fn vs_main() -> @builtin(position) vec4<f32> { return vec4<f32>(0.0); }
