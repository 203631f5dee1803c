ActiveRecord::Schema[7.1].define(version: 2025_11_20_093000) do
  create_table "users", force: :cascade do |t|
    t.string "email", null: false
    t.string "role", default: "customer"
    t.datetime "created_at", null: false
    t.datetime "updated_at", null: false
  end
end
