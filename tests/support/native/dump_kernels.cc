// Runs the kernel loops of one build of kernels.cc (compiled with
// -DJM_ISA_NS=scalar_loops) on raw input files and writes their raw outputs,
// so that builds for different targets can be compared bit for bit (built
// and run by tests/test_aarch64.py, natively and under qemu).
//
//   dump_kernels MANIFEST
//
// Each MANIFEST line: KERNEL N X_FILE DY_FILE OUT_FILE, with KERNEL
// mish_<dtype> or grad_<dtype> for a dtype of dtypes.h's table (mish_float32,
// grad_bfloat16), N elements, DY_FILE "-" for the forward kernels. Each kernel
// runs once over all N elements (written to OUT_FILE), then over chunks of
// varying length at varying offsets, which runs its vector tails
// (OUT_FILE.chunked, the first min(N, 2^17) elements), and, for the gradients,
// in place as KernelTable allows, dx == dy (OUT_FILE.inplace). Exit status 0
// only if every line ran.
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "cpu/kernels.h"

namespace jax_mish::cpu::scalar_loops {
extern const KernelTable kTable;
}  // namespace jax_mish::cpu::scalar_loops

namespace {

using jax_mish::cpu::KernelTable;
using Bytes = std::vector<unsigned char>;

bool read_file(const char* path, size_t size, Bytes& out) {
  FILE* f = std::fopen(path, "rb");
  if (f == nullptr) return false;
  out.resize(size);
  const size_t got = std::fread(out.data(), 1, size, f);
  const bool at_end = std::fgetc(f) == EOF;
  std::fclose(f);
  return got == size && at_end;
}

bool write_file(const char* path, const Bytes& data) {
  FILE* f = std::fopen(path, "wb");
  if (f == nullptr) return false;
  const size_t put = std::fwrite(data.data(), 1, data.size(), f);
  return std::fclose(f) == 0 && put == data.size();
}

// One kernel with its element type erased: run(dy, x, out, n), dy unused by
// the forward kernels.
struct Kernel {
  std::string name;
  size_t elem;
  bool grad;
  void (*run)(const void* dy, const void* x, void* out, int64_t n);
};

const KernelTable& table() { return jax_mish::cpu::scalar_loops::kTable; }

template <typename D, typename E = typename D::Storage>
void unary(const void*, const void* x, void* out, int64_t n) {
  table().loops<D>().mish(static_cast<const E*>(x), static_cast<E*>(out), n);
}

template <typename D, typename E = typename D::Storage>
void binary(const void* dy, const void* x, void* out, int64_t n) {
  table().loops<D>().grad(static_cast<const E*>(dy), static_cast<const E*>(x),
                          static_cast<E*>(out), n);
}

// Both kernels of every row of the table.
std::vector<Kernel> kernels() {
  std::vector<Kernel> out;
  jax_mish::for_each_dtype([&](auto row) {
    using D = decltype(row);
    const size_t elem = sizeof(typename D::Storage);
    out.push_back({std::string("mish_") + D::kName, elem, false, unary<D>});
    out.push_back({std::string("grad_") + D::kName, elem, true, binary<D>});
  });
  return out;
}

// Chunks of 1 to 67 elements, so every tail length and start offset modulo
// the vector width runs; over at most the first 2^17 elements.
Bytes run_in_chunks(const Kernel& k, const Bytes& dy, const Bytes& x,
                    size_t n) {
  const size_t m = n < (size_t{1} << 17) ? n : (size_t{1} << 17);
  Bytes out(m * k.elem);
  size_t len = 1;
  for (size_t i = 0; i < m; i += len, len = len % 67 + 1) {
    const size_t c = len < m - i ? len : m - i;
    k.run(k.grad ? &dy[i * k.elem] : nullptr, &x[i * k.elem], &out[i * k.elem],
          static_cast<int64_t>(c));
  }
  return out;
}

bool run_line(const Kernel& k, size_t n, const char* xf, const char* dyf,
              const char* outf) {
  Bytes x, dy;
  if (!read_file(xf, n * k.elem, x) ||
      (k.grad && !read_file(dyf, n * k.elem, dy))) {
    std::printf("ERROR %s: cannot read %zu elements from %s%s%s\n",
                k.name.c_str(), n, xf, k.grad ? " / " : "", k.grad ? dyf : "");
    return false;
  }
  Bytes out(n * k.elem);
  k.run(k.grad ? dy.data() : nullptr, x.data(), out.data(),
        static_cast<int64_t>(n));
  const std::string base = outf;
  bool ok = write_file(outf, out) &&
            write_file((base + ".chunked").c_str(), run_in_chunks(k, dy, x, n));
  if (k.grad) {
    Bytes inplace = dy;
    k.run(inplace.data(), x.data(), inplace.data(), static_cast<int64_t>(n));
    ok = write_file((base + ".inplace").c_str(), inplace) && ok;
  }
  std::printf("%s %s: %zu elements -> %s\n", ok ? "ok" : "ERROR (cannot write)",
              k.name.c_str(), n, outf);
  return ok;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s MANIFEST\n", argv[0]);
    return 2;
  }
  FILE* m = std::fopen(argv[1], "r");
  if (m == nullptr) {
    std::fprintf(stderr, "cannot open %s\n", argv[1]);
    return 2;
  }
  const std::vector<Kernel> all = kernels();
  char name[32], xf[4096], dyf[4096], outf[4096];
  size_t n = 0;
  int lines = 0;
  bool ok = true;
  while (std::fscanf(m, "%31s %zu %4095s %4095s %4095s", name, &n, xf, dyf,
                     outf) == 5) {
    ++lines;
    const Kernel* k = nullptr;
    for (const Kernel& c : all)
      if (c.name == name) k = &c;
    if (k == nullptr) {
      std::printf("ERROR unknown kernel %s\n", name);
      ok = false;
      continue;
    }
    ok = run_line(*k, n, xf, dyf, outf) && ok;
  }
  const bool at_end = std::feof(m) != 0;
  std::fclose(m);
  if (!at_end || lines == 0) {
    std::printf("ERROR malformed manifest after %d lines\n", lines);
    return 1;
  }
  std::printf(ok ? "OK %d\n" : "FAILED\n", lines);
  return ok ? 0 : 1;
}
