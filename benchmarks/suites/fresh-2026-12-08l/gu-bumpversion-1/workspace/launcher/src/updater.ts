// verifies manifest signature when config.require_signed_manifests is set
export {};
