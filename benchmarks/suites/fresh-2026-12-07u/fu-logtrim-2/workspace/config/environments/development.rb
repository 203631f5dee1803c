Rails.application.configure do
  config.log_level = :debug
  config.logger = ActiveSupport::Logger.new("log/development.log")
end
