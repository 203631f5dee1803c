module advect
  implicit none
contains
  subroutine upwind(u, c, dt, dx, n)
    integer, intent(in) :: n
    real(8), intent(inout) :: u(n)
    real(8), intent(in) :: c, dt, dx
    real(8) :: un(n)
    integer :: i
    un = u
    do i = 2, n
      u(i) = un(i) - c*dt/dx*(un(i) - un(i-1))
    end do
  end subroutine upwind
end module advect
