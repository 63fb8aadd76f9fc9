#if canImport(Glibc)
  import Glibc
#endif

/// The slots through which loaded libraries call a C function (their GOT entries), found and
/// redirected at run time, so the benchmark can count calls to `malloc` or `dispatch_async_f`
/// made anywhere in the process: in the Swift runtime, Foundation, libdispatch and the code.
///
/// Why not define `malloc` in the executable: Swift refuses the name ("reserved for the Swift
/// runtime", a warning that becomes an error under `-warnings-as-errors`), and glibc 2.34
/// removed `__malloc_hook`. A library calls an imported function through a pointer in its own
/// GOT; writing another function's address there redirects the calls of that library, and
/// writing the saved address back undoes it. Linux on x86-64 and arm64 (ELF64) only.
struct ImportSlots {
  /// One GOT entry and the address to store in it.
  struct Slot {
    let address: UnsafeMutableRawPointer
    let target: UnsafeRawPointer
  }

  private(set) var slots: [Slot] = []

  /// The GOT entries, in every loaded object whose path `objects` accepts, of the imported
  /// functions for which `replacement` returns an address.
  static func find(
    in objects: (String) -> Bool, replacement: (String) -> UnsafeRawPointer?
  ) -> ImportSlots {
    #if canImport(Glibc)
      typealias Callback =
        @convention(c) (UnsafeRawPointer?, Int, UnsafeMutableRawPointer?) ->
        Int32
      typealias Iterate = @convention(c) (Callback, UnsafeMutableRawPointer?) -> Int32
      // `dl_iterate_phdr` and the ELF structures are not in Swift's Glibc module: the
      // function comes through `dlsym`, the structures are read at their documented offsets.
      guard let iterate = dlsym(nil, "dl_iterate_phdr") else { return ImportSlots() }
      var objectsFound: [(base: UInt, path: String, dynamic: UnsafeRawPointer)] = []
      withUnsafeMutablePointer(to: &objectsFound) { found in
        _ = unsafeBitCast(iterate, to: Iterate.self)(
          { info, _, context in
            guard let info, let context else { return 0 }
            let found = context.assumingMemoryBound(
              to: [(base: UInt, path: String, dynamic: UnsafeRawPointer)].self)
            // struct dl_phdr_info: dlpi_addr, dlpi_name, dlpi_phdr, dlpi_phnum.
            let base = UInt(info.load(fromByteOffset: 0, as: UInt64.self))
            let name = info.load(fromByteOffset: 8, as: UnsafePointer<CChar>?.self)
            guard let headers = info.load(fromByteOffset: 16, as: UnsafeRawPointer?.self)
            else { return 0 }
            let count = Int(info.load(fromByteOffset: 24, as: UInt16.self))
            for index in 0..<count {
              // Elf64_Phdr is 56 bytes: p_type at 0, p_vaddr at 16. PT_DYNAMIC is 2.
              let header = headers + index * 56
              guard header.load(as: UInt32.self) == 2 else { continue }
              let address = base + UInt(header.load(fromByteOffset: 16, as: UInt64.self))
              guard let dynamic = UnsafeRawPointer(bitPattern: address) else { continue }
              found.pointee.append((base, name.map { String(cString: $0) } ?? "", dynamic))
            }
            return 0
          }, UnsafeMutableRawPointer(found))
      }
      var result = ImportSlots()
      for object in objectsFound where objects(object.path) {
        result.slots += slots(base: object.base, dynamic: object.dynamic, replacement: replacement)
      }
      return result
    #else
      return ImportSlots()
    #endif
  }

  /// The GOT entries of one object, read from its dynamic section.
  private static func slots(
    base: UInt, dynamic: UnsafeRawPointer, replacement: (String) -> UnsafeRawPointer?
  ) -> [Slot] {
    // Elf64_Dyn is 16 bytes: d_tag, d_val. The tags: DT_PLTRELSZ 2, DT_STRTAB 5,
    // DT_SYMTAB 6, DT_RELA 7, DT_RELASZ 8, DT_JMPREL 23.
    var values: [Int64: UInt] = [:]
    var offset = 0
    while true {
      let tag = dynamic.load(fromByteOffset: offset, as: Int64.self)
      if tag == 0 { break }
      values[tag] = UInt(dynamic.load(fromByteOffset: offset + 8, as: UInt64.self))
      offset += 16
    }
    // The loader relocates these addresses, except in an object it did not move.
    func address(_ tag: Int64) -> UnsafeRawPointer? {
      guard let value = values[tag] else { return nil }
      return UnsafeRawPointer(bitPattern: value < base ? value + base : value)
    }
    guard let strings = address(5), let symbols = address(6) else { return [] }
    var found: [Slot] = []
    for (table, size) in [(address(7), values[8]), (address(23), values[2])] {
      guard let table, let size else { continue }
      // Elf64_Rela is 24 bytes: r_offset, r_info (symbol << 32 | type), r_addend. Elf64_Sym is
      // 24 bytes, st_name first. The types: R_X86_64_GLOB_DAT 6 and JUMP_SLOT 7, and
      // R_AARCH64_GLOB_DAT 1025 and JUMP_SLOT 1026.
      for index in 0..<Int(size) / 24 {
        let entry = table + index * 24
        let info = entry.load(fromByteOffset: 8, as: UInt64.self)
        guard [6, 7, 1025, 1026].contains(UInt32(truncatingIfNeeded: info)) else { continue }
        let nameOffset = symbols.load(fromByteOffset: Int(info >> 32) * 24, as: UInt32.self)
        let name = String(cString: strings.assumingMemoryBound(to: CChar.self) + Int(nameOffset))
        guard let target = replacement(name),
          let slot = UnsafeMutableRawPointer(
            bitPattern: base + UInt(entry.load(as: UInt64.self)))
        else { continue }
        found.append(Slot(address: slot, target: target))
      }
    }
    return found
  }

  /// Stores each slot's target and returns the slots that undo it (the addresses that were
  /// there).
  func swap() -> ImportSlots {
    #if canImport(Glibc)
      let page = Int(sysconf(Int32(_SC_PAGESIZE)))
      var undo = ImportSlots()
      for slot in slots {
        // A fully relocated (RELRO) GOT is read-only: make its page writable first.
        let start = UInt(bitPattern: slot.address) & ~UInt(page - 1)
        _ = mprotect(UnsafeMutableRawPointer(bitPattern: start), page, PROT_READ | PROT_WRITE)
        let previous = slot.address.load(as: UnsafeRawPointer.self)
        slot.address.storeBytes(of: slot.target, as: UnsafeRawPointer.self)
        undo.slots.append(Slot(address: slot.address, target: previous))
      }
      return undo
    #else
      return self
    #endif
  }
}
