AUDIT_LOG = ActiveSupport::Logger.new(Rails.root.join("log/audit/admin_actions.log"))
