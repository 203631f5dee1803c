class Appointment < ApplicationRecord
  belongs_to :clinic

  enum :status, { booked: "booked", cancelled: "cancelled", done: "done" }

  validates :starts_at, presence: true
  validates :duration_minutes, numericality: { greater_than: 0, less_than_or_equal_to: 240 }
end
