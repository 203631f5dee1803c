class CreateGiftCards < ActiveRecord::Migration[7.1]
  def change
    create_table :gift_cards do |t|
      t.string :code, null: false, index: { unique: true }
      t.integer :balance_cents, default: 0
      t.timestamps
    end
  end
end
