import Foundation
import Testing
import ViewModelKit

@Suite("Spring")
struct SpringTests {
  @Test func durationAndBounceMapToMassStiffnessDamping() {
    let spring = Spring(duration: 0.5, bounce: 0.3)
    #expect(spring.mass == 1)
    #expect(isClose(spring.stiffness, 157.91367041742973))
    #expect(isClose(spring.damping, 17.59291886010284))
    #expect(isClose(spring.duration, 0.5))
    #expect(isClose(spring.bounce, 0.3))
    #expect(isClose(spring.response, 0.5))
    #expect(isClose(spring.dampingRatio, 0.7))
  }

  @Test func massStiffnessDampingMapBack() {
    let spring = Spring(mass: 1, stiffness: 100, damping: 10)
    #expect(isClose(spring.duration, 0.6283185307179586))
    #expect(isClose(spring.bounce, 0.5))
  }

  @Test func overDampingBecomesCriticalUnlessAllowed() {
    let critical = Spring(mass: 1, stiffness: 100, damping: 40)
    #expect(isClose(critical.bounce, 0))
    #expect(isClose(critical.damping, 20))
    let over = Spring(mass: 1, stiffness: 100, damping: 40, allowOverDamping: true)
    #expect(isClose(over.damping, 40))
    #expect(over.bounce < 0)
  }

  @Test func responseAndDampingRatioRoundTrip() {
    let spring = Spring(response: 0.4, dampingRatio: 0.8)
    #expect(isClose(spring.response, 0.4))
    #expect(isClose(spring.dampingRatio, 0.8))
  }

  @Test func presetsAreSwiftUIs() {
    #expect(Spring.smooth == Spring(duration: 0.5, bounce: 0))
    #expect(Spring.snappy == Spring(duration: 0.5, bounce: 0.15))
    #expect(Spring.bouncy == Spring(duration: 0.5, bounce: 0.3))
    #expect(Spring.bouncy(duration: 0.4, extraBounce: 0.1) == Spring(duration: 0.4, bounce: 0.4))
  }

  @Test func underDampedClosedForm() {
    let spring = Spring(duration: 0.5, bounce: 0.3)
    #expect(isClose(spring.value(target: 1.0, time: 1.0 / 60), 0.019865846765749984))
    #expect(isClose(spring.value(target: 1.0, time: 10.0 / 60), 0.7570609343345851))
    #expect(isClose(spring.value(target: 1.0, time: 0.5), 1.0144984216160449))
    #expect(isClose(spring.velocity(target: 1.0, time: 0), 0))
    #expect(isClose(spring.velocity(target: 1.0, time: 1.0 / 60), 2.264524884710627))
    #expect(isClose(spring.velocity(target: 1.0, time: 10.0 / 60), 4.050325965860942))
    #expect(isClose(spring.value(target: 2.0, initialVelocity: 3, time: 0.25), 1.99717053452059))
    #expect(
      isClose(spring.velocity(target: 2.0, initialVelocity: 3, time: 0.25), 2.5901505455129996)
    )
  }

  @Test func criticallyDampedClosedForm() {
    let spring = Spring(duration: 0.5, bounce: 0)
    #expect(isClose(spring.value(target: 1.0, time: 1.0 / 60), 0.019097754927353106))
    #expect(isClose(spring.value(target: 1.0, time: 0.5), 0.986399068534425))
    #expect(isClose(spring.velocity(target: 1.0, time: 0.1), 4.494373762402091))
    #expect(isClose(spring.value(target: 2.0, initialVelocity: 3, time: 0.2), 1.4794329334666805))
    #expect(isClose(spring.velocity(target: 2.0, initialVelocity: 3, time: 0.2), 4.748829276600296))
  }

  @Test func overDampedClosedForm() {
    let spring = Spring(duration: 0.5, bounce: -0.5)
    #expect(isClose(spring.value(target: 1.0, time: 1.0 / 60), 0.016844287489849605))
    #expect(isClose(spring.value(target: 1.0, time: 10.0 / 60), 0.38537172786856777))
    #expect(isClose(spring.value(target: 1.0, time: 0.5), 0.7999263753547073))
    #expect(isClose(spring.value(target: 1.0, time: 0), 0, tolerance: 1e-15))
  }

  @Test func settlingDurations() {
    #expect(isClose(Spring(duration: 0.5, bounce: 0).settlingDuration, 0.8, tolerance: 1e-12))
    #expect(isClose(Spring(duration: 0.5, bounce: 0.3).settlingDuration, 1.0447130905120119))
    let withVelocity = Spring(duration: 0.5, bounce: 0.3)
      .settlingDuration(target: 1.0, initialVelocity: 3.0, epsilon: 0.001)
    #expect(isClose(withVelocity, 1.00315, tolerance: 1e-5))
    #expect(Spring(duration: 0.5, bounce: 1).settlingDuration == .infinity)
  }

  @Test func updateAdvancesAlongTheClosedForm() {
    let spring = Spring.bouncy
    var value = 0.0
    var velocity = 0.0
    spring.update(value: &value, velocity: &velocity, target: 1, deltaTime: 0.1)
    #expect(isClose(value, spring.value(target: 1.0, time: 0.1)))
    #expect(isClose(velocity, spring.velocity(target: 1.0, time: 0.1)))
    #expect(
      isClose(
        Spring(mass: 1, stiffness: 100, damping: 10).force(target: 1.0, position: 0, velocity: 1),
        90
      )
    )
  }

  @Test(arguments: [0.3, 0.7, 1.0])
  func settlingDurationInitializerSettlesWhenAsked(dampingRatio: Double) {
    let spring = Spring(settlingDuration: 1.2, dampingRatio: dampingRatio)
    #expect(isClose(spring.dampingRatio, dampingRatio, tolerance: 1e-9))
    if dampingRatio < 1 {
      #expect(isClose(spring.settlingDuration, 1.2, tolerance: 1e-9))
    } else {
      #expect(abs(spring.settlingDuration - 1.2) <= 0.1 + 1e-9)  // the 0.1 s grid
    }
  }
}
