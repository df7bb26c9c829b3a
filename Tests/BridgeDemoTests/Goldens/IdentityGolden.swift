// The whole output of `bridge-demo identity`, as reviewed. When a change to the scenario or to the
// view layer changes it on purpose, review the new output and paste it here.

extension Golden {
  static let identity = #"""
    identity: seed 001's card, the if/else bug and its fix
    ======================================================
    The cards call Self._printChanges() in their bodies; the unindented lines
    ending in "changed." are what it prints, as SwiftUI prints them to the console.

    The bug: CardView's if/else is _ConditionalContent, two places in the tree.
    CollapsedCard: @self, @identity, _isRead changed.

    tap "Release notes" (card-expand):
    ExpandedCard: @self, @identity, _isRead changed.
      recomputed    card-expand: isExpanded changed | recomputed CardView local, ExpandedCard identity | skipped none
        t (s)  CollapsedCard      ExpandedCard
        -----  -----------------  ----------------
        0.000  60 leaving 100.0%  844 shown 0.0%
        0.067  60 leaving 79.8%   844 shown 20.2%
        0.133  60 leaving 49.0%   844 shown 51.0%
        0.200  60 leaving 27.9%   844 shown 72.1%
        0.267  60 leaving 15.1%   844 shown 84.9%
        0.333  60 leaving 8.2%    844 shown 91.8%
        0.400  60 leaving 4.3%    844 shown 95.7%
        0.467  60 leaving 2.2%    844 shown 97.8%
        0.533  60 leaving 1.1%    844 shown 98.9%
        0.600  60 leaving 0.6%    844 shown 99.4%
        0.667  60 leaving 0.3%    844 shown 99.7%
        0.733  60 leaving 0.1%    844 shown 99.9%
        0.800  60 leaving 0.1%    844 shown 99.9%
        0.867  -                  844 shown 100.0%
          ...  ...                ...
        1.533  -                  844 shown 100.0%

    tap "Release notes" (card-collapse):
    CollapsedCard: @self, @identity, _isRead changed.
      recomputed    card-collapse: isExpanded changed | recomputed CardView local, CollapsedCard identity | skipped none
        t (s)  CollapsedCard    ExpandedCard
        -----  ---------------  ------------------
        1.533  60 shown 0.0%    844 leaving 100.0%
        1.600  60 shown 20.2%   844 leaving 79.8%
        1.667  60 shown 51.0%   844 leaving 49.0%
        1.733  60 shown 72.1%   844 leaving 27.9%
        1.800  60 shown 84.9%   844 leaving 15.1%
        1.867  60 shown 91.8%   844 leaving 8.2%
        1.933  60 shown 95.7%   844 leaving 4.3%
        2.000  60 shown 97.8%   844 leaving 2.2%
        2.067  60 shown 98.9%   844 leaving 1.1%
        2.133  60 shown 99.4%   844 leaving 0.6%
        2.200  60 shown 99.7%   844 leaving 0.3%
        2.267  60 shown 99.9%   844 leaving 0.1%
        2.333  60 shown 99.9%   844 leaving 0.1%
        2.400  60 shown 100.0%  -
          ...  ...              ...
        3.067  60 shown 100.0%  -
      The cards' heights in these frames: 60 and 844, nothing in between. One card
      fades out while the other fades in: a removal and an insertion, not an
      animation of the card's height.

    The fix: one VStack whose maxHeight changes from 60 to .infinity.
    FixedCardView: @self, @identity, _isExpanded changed.

    tap "Release notes" (card-expand):
    FixedCardView: _isExpanded changed.
      recomputed    card-expand: isExpanded changed | recomputed FixedCardView local | skipped none
        t (s)  FixedCardView height
        -----  --------------------
        0.000                  60.0
        0.067                 218.2
        0.133                 460.2
        0.200                 625.5
        0.267                 725.5
        0.333                 779.5
        0.400                 810.6
        0.467                 826.9
        0.533                 835.3
        0.600                 839.6
        0.667                 841.9
        0.733                 842.9
        0.800                 843.5
        0.867                 843.7
        0.933                 843.9
        1.000                 843.9
        1.067                 844.0
          ...                   ...
        1.533                 844.0

    tap "Release notes" (card-collapse):
    FixedCardView: _isExpanded changed.
      recomputed    card-collapse: isExpanded changed | recomputed FixedCardView local | skipped none
        t (s)  FixedCardView height
        -----  --------------------
        1.533                 844.0
        1.600                 685.8
        1.667                 443.8
        1.733                 278.5
        1.800                 178.5
        1.867                 124.5
        1.933                  93.4
        2.000                  77.1
        2.067                  68.7
        2.133                  64.4
        2.200                  62.1
        2.267                  61.1
        2.333                  60.5
        2.400                  60.3
        2.467                  60.1
        2.533                  60.1
        2.600                  60.0
          ...                   ...
        3.067                  60.0
      The height passes through every value between: the same view, interpolated
      along the spring both ways; its body's Text fades with .transition(.opacity).

    The filmstrip (--svg) draws the bug's expansion once more, five frames in 0.4 s:
    ExpandedCard: @self, @identity, _isRead changed.
    """#
}
