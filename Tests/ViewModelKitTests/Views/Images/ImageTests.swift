import Testing
import ViewModelKit

// Pictures as screens use them: symbols at their natural size, resizable avatars, the symbol
// scale and variant from the environment.

private struct ProfileHeader: View {
  var body: some View {
    HStack(spacing: 12) {
      Image("avatar")
        .resizable()
        .frame(width: 64, height: 64)
      Image(systemName: "checkmark.seal")
        .imageScale(.large)
    }
  }
}

@MainActor
@Suite("Images: natural sizes, resizable pictures, symbol scale and variant")
struct ImageTests {
  @Test func aResizablePictureTakesItsFrameAndASymbolItsScalesSize() {
    let host = ViewHost(ProfileHeader(), size: CGSize(width: 200, height: 100))
    let images = host.snapshot().all("Image")
    // 64 + 12 + 26 = 102 wide, centred: x from 49.
    #expect(
      images.map(\.frame) == [
        CGRect(x: 49, y: 18, width: 64, height: 64),
        CGRect(x: 125, y: 37, width: 26, height: 26),
      ]
    )
  }

  @Test func aPictureThatIsNotResizableKeepsItsNaturalSizeInALargerFrame() {
    let host = ViewHost(
      Image(systemName: "star").frame(width: 100, height: 100),
      size: CGSize(width: 100, height: 100)
    )
    #expect(host.snapshot().first("Image")?.frame == CGRect(x: 40, y: 40, width: 20, height: 20))
  }

  @Test func aResizablePictureFillsTheProposalAndIsIdeallyItsNaturalSize() {
    let filled = ViewHost(Image("hero").resizable(), size: CGSize(width: 300, height: 120))
    #expect(filled.snapshot().first("Image")?.frame == CGRect(x: 0, y: 0, width: 300, height: 120))
    let ideal = ViewHost(
      Image("hero").resizable().fixedSize(),
      size: CGSize(width: 300, height: 120)
    )
    #expect(ideal.snapshot().first("Image")?.frame == CGRect(x: 140, y: 50, width: 20, height: 20))
    let avatar = ViewHost(
      Image("avatar").resizable().aspectRatio(contentMode: .fit).frame(width: 80),
      size: CGSize(width: 300, height: 120)
    )
    #expect(avatar.snapshot().first("Image")?.frame == CGRect(x: 110, y: 20, width: 80, height: 80))
  }

  @Test func imageScaleSetsTheSymbolSizeForASubtree() {
    let host = ViewHost(
      VStack(spacing: 0) {
        Image(systemName: "a")
        Image(systemName: "b").imageScale(.large)
        Image(systemName: "c").imageScale(.small)
        Image("asset").imageScale(.large)
      }
      .imageScale(.medium),
      size: CGSize(width: 100, height: 100)
    )
    #expect(
      host.snapshot().all("Image").map(\.frame.size) == [
        CGSize(width: 20, height: 20), CGSize(width: 26, height: 26),
        CGSize(width: 16, height: 16), CGSize(width: 20, height: 20),
      ]
    )
  }

  @Test func modifiersThatReturnImageChainAndAreRecorded() {
    let image: Image = Image(systemName: "cloud.sun.fill")
      .renderingMode(.original)
      .symbolRenderingMode(.multicolor)
      .interpolation(.none)
      .antialiased(false)
      .resizable(capInsets: EdgeInsets(), resizingMode: .tile)
    let host = ViewHost(image)
    #expect(
      host.treeDescription()
        == "Image \"cloud.sun.fill\" resizable renderingMode: original symbolRenderingMode: multicolor"
    )
    #expect(
      ViewHost(Image(systemName: "wifi", variableValue: 0.5)).treeDescription()
        == "Image \"wifi\" variableValue: 0.5"
    )
  }

  @Test func aSymbolVariantIsAppliedToTheNamesOfTheSubtree() {
    struct Probe: View {
      @Environment(\.symbolVariants) var variants
      var body: some View { Text(variants.description) }
    }
    let host = ViewHost(Probe().symbolVariant(.circle.fill))
    #expect(host.snapshot().first("Text")?.text == "circle.fill")
    #expect(SymbolVariants.fill.description == "fill")
    #expect(SymbolVariants.none.circle.description == "circle")
  }

  @Test func labelledAndDecorativeAssetsAreEqualOnlyWithTheSameLabel() {
    #expect(Image("flag") == Image("flag"))
    #expect(Image("flag") != Image(decorative: "flag"))
    #expect(Image("flag", label: Text("Flag")) == Image("flag", label: Text("Flag")))
    #expect(Image(systemName: "flag") != Image("flag"))
  }
}

@MainActor
@Suite("Images in snapshots and pictures")
struct ImagePictureTests {
  @Test func aSnapshotNamesThePictureWithItsVariantAndSVGDrawsALabelledPlaceholder() {
    let host = ViewHost(
      HStack(spacing: 0) {
        Image(systemName: "star").symbolVariant(.fill)
        Image("avatar").resizable().frame(width: 30, height: 30).opacity(0.5)
      },
      size: CGSize(width: 60, height: 40)
    )
    #expect(host.snapshot().all("Image").compactMap(\.text) == ["star.fill", "avatar"])
    #expect(host.snapshot().first("Image")?.description == #"Image "star.fill" (5, 10, 20, 20)"#)
    let svg = host.svg().split(separator: "\n").map(String.init)
    #expect(
      svg.contains(
        ##"<rect x="5" y="10" width="20" height="20" fill="#e5e5ea" stroke="#8e8e93" data-image="star.fill"><title>star.fill</title></rect>"##
      )
    )
    #expect(
      svg.contains(
        ##"<rect x="25" y="5" width="30" height="30" fill="#e5e5ea" stroke="#8e8e93" data-image="avatar" opacity="0.5"><title>avatar</title></rect>"##
      )
    )
  }
}
