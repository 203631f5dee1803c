from codegen.generators import assets_gen, platform_sync

PIPELINES = {
    "assets": [assets_gen.generate, platform_sync.sync],
}
