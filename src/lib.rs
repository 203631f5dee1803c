pub use foresee_sandbox;
