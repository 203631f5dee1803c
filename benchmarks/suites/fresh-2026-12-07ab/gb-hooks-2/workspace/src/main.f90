program main
  use advect
  implicit none
  integer, parameter :: n = 100
  real(8) :: u(n)
  u = 0d0; u(10:20) = 1d0
  call upwind(u, 1d0, 5d-3, 1d-2, n)
  print *, sum(u)
end program main
