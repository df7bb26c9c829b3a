// The whole output of `bridge-demo animatable`, as reviewed. When a change to the scenario or to the
// view layer changes it on purpose, review the new output and paste it here.

extension Golden {
  static let animatable = #"""
    animatable: seed 004's Wedge, an implicit animation, a transaction
    ==================================================================

    Wedge (animatableData): withAnimation(.linear(duration: 0.5)) { progress = 1 }
        t (s)  path(in:) calls  endAngle drawn (deg)
        -----  ---------------  --------------------
        0.000                1                  90.0
        0.083                5                 135.0
        0.167                5                 180.0
        0.250                5                 225.0
        0.333                5                 270.0
        0.417                5                 315.0
        0.500                5                 360.0

    StaticWedge (no animatableData): withAnimation(.linear(duration: 0.5)) { progress = 1 }
        t (s)  path(in:) calls  endAngle drawn (deg)
        -----  ---------------  --------------------
        0.000                1                 360.0
        0.083                0                 360.0
        0.167                0                 360.0
        0.250                0                 360.0
        0.333                0                 360.0
        0.417                0                 360.0
        0.500                0                 360.0
      Wedge: path(in:) runs at every frame with the interpolated angle, and sweeps.
      StaticWedge: its angle has no halfway; it is drawn once, at 360, and jumps.

    Chevron: .rotationEffect(...).animation(.spring(duration: 0.4), value: isExpanded)
      tap Count     x 185 -> 195 in the first frame, animating: false (count is not the animation's value)
      tap Expand    isExpanded changes: the rotation follows the spring
        t (s)  rotation (deg)
        -----  --------------
        0.000             0.0
        0.050            32.8
        0.100            86.5
        0.150           124.3
        0.200           148.3
        0.250           162.4
        0.300           170.0
        0.350           174.6
        0.400           177.1
        0.450           178.5
        0.500           179.2

    A parent's withAnimation(.easeInOut(duration: 2)) and a child that declines it:
      Color.red.frame(...).transaction { transaction in transaction.animation = nil }
        t (s)  blue width (follows)  red width (declines)
        -----  --------------------  --------------------
        0.000                  50.0                 300.0
        0.333                  64.0                 300.0
        0.667                 107.9                 300.0
        1.000                 175.0                 300.0
        1.333                 242.1                 300.0
        1.667                 286.0                 300.0
        2.000                 300.0                 300.0
      The red bar is at 300 in the first frame; the blue one takes the two seconds.

    Keyframes: a like badge with four tracks (scale, lift, angle, opacity)
      .keyframeAnimator(initialValue: BadgeMotion(), trigger: likes) { ... }
      tap Like      the timeline lasts 0.800 s (its longest track)
        t (s)   lift  scale  angle (deg)  opacity
        -----  -----  -----  -----------  -------
        0.000    0.0  1.000          0.0     0.50
        0.067   -5.7  0.867         -4.4     0.58
        0.133  -19.5  0.794        -12.2     0.67
        0.200  -36.4  0.982        -15.0     0.75
        0.267  -51.4  1.203         -6.7     0.83
        0.333  -59.6  1.348          6.7     0.92
        0.400  -56.7  1.400         15.0     1.00
        0.467  -44.4  1.333         12.2     1.00
        0.533  -27.9  1.213          4.4     1.00
        0.600  -11.9  1.122          0.0     1.00
        0.667   -1.5  1.066          0.0     1.00
        0.733    0.0  1.034          0.0     1.00
        0.800    0.0  1.000          0.0     1.00
      Every frame shows timeline.value(time:) at that time: yes.
      After the run: animating false, at 0.800 s.

    Matched geometry: @Namespace and .matchedGeometryEffect(id: "card", in: card)
      a 100×60 thumbnail at (100, 100) opens into a 300×200 card at (195, 400)
      tap Open      withAnimation(.easeInOut(duration: 0.5)): the card grows from the thumbnail's frame
        t (s)     x      y  width  height  card opacity  thumbnail opacity  title lines
        -----  ----  -----  -----  ------  ------------  -----------------  -----------
        0.000  50.0   70.0  100.0    60.0          0.00               1.00            3
        0.083  49.7   82.9  111.2    67.9          0.06               0.94            2
        0.167  48.8  123.3  146.4    92.4          0.23               0.77            2
        0.250  47.5  185.0  200.0   130.0          0.50               0.50            1
        0.333  46.2  246.7  253.6   167.6          0.77               0.23            1
        0.417  45.3  287.1  288.8   192.1          0.94               0.06            1
        0.500  45.0  300.0  300.0   200.0          1.00               0.00            1
      The leaving thumbnail has the same frame at every frame, fading out as the card fades in;
      the title is laid out again in each frame's width: 3 lines, then 2, then 1.
    """#
}
