// `import UIKit` brings Foundation with it on Apple platforms (`IndexPath`, `NSObject`,
// `Notification`): apps use both with nothing but `import UIKit`.
@_exported public import Foundation
