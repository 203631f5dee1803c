Rails.application.configure do
  config.assets.compile = false
  config.assets.digest = true
  config.force_ssl = true
end
