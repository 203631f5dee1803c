class Patient < ApplicationRecord
  has_many :appointments, dependent: :restrict_with_error
  validates :mrn, presence: true, uniqueness: true
end
